/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentloading1Inputs */

const de_ch2_contentloading1 = /** @type {(inputs: Contentloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen …`)
};

/**

* @param {Contentloading1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentloading1 = de_ch2_contentloading1;
export { contentloading1 as "contentLoading" }