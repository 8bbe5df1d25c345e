/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentloading1Inputs */

const sk_contentloading1 = /** @type {(inputs: Contentloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítava sa …`)
};

/**

* @param {Contentloading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentloading1 = sk_contentloading1;
export { contentloading1 as "contentLoading" }