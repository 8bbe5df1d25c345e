/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewbanner2Inputs */

const sv_panelspreviewbanner2 = /** @type {(inputs: Panelspreviewbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Förhandsvisning: du ser även opublicerat innehåll.`)
};

/**

* @param {Panelspreviewbanner2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelspreviewbanner2 = sv_panelspreviewbanner2;
export { panelspreviewbanner2 as "panelsPreviewBanner" }