/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewbanner2Inputs */

const de_ch2_panelspreviewbanner2 = /** @type {(inputs: Panelspreviewbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorschau: Sie sehen auch unveröffentlichte Inhalte.`)
};

/**

* @param {Panelspreviewbanner2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelspreviewbanner2 = de_ch2_panelspreviewbanner2;
export { panelspreviewbanner2 as "panelsPreviewBanner" }