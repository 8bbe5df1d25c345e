/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewbanner2Inputs */

const cs_panelspreviewbanner2 = /** @type {(inputs: Panelspreviewbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Náhled: vidíte i nepublikovaný obsah.`)
};

/**

* @param {Panelspreviewbanner2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelspreviewbanner2 = cs_panelspreviewbanner2;
export { panelspreviewbanner2 as "panelsPreviewBanner" }