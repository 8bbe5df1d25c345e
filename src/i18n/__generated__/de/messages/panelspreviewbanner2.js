/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewbanner2Inputs */

const de_panelspreviewbanner2 = /** @type {(inputs: Panelspreviewbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorschau: Sie sehen auch unveröffentlichte Inhalte.`)
};

/**

* @param {Panelspreviewbanner2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelspreviewbanner2 = de_panelspreviewbanner2;
export { panelspreviewbanner2 as "panelsPreviewBanner" }