/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewbanner2Inputs */

const sk_panelspreviewbanner2 = /** @type {(inputs: Panelspreviewbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Náhľad: vidíte aj nepublikovaný obsah.`)
};

/**

* @param {Panelspreviewbanner2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelspreviewbanner2 = sk_panelspreviewbanner2;
export { panelspreviewbanner2 as "panelsPreviewBanner" }