/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewbanner2Inputs */

const fr_panelspreviewbanner2 = /** @type {(inputs: Panelspreviewbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu : vous voyez aussi les contenus non publiés.`)
};

/**

* @param {Panelspreviewbanner2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelspreviewbanner2 = fr_panelspreviewbanner2;
export { panelspreviewbanner2 as "panelsPreviewBanner" }