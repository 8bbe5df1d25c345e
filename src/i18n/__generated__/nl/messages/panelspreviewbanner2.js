/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewbanner2Inputs */

const nl_panelspreviewbanner2 = /** @type {(inputs: Panelspreviewbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voorbeeld: je ziet ook niet-gepubliceerde inhoud.`)
};

/**

* @param {Panelspreviewbanner2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelspreviewbanner2 = nl_panelspreviewbanner2;
export { panelspreviewbanner2 as "panelsPreviewBanner" }