/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentloading1Inputs */

const cs_contentloading1 = /** @type {(inputs: Contentloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítá se …`)
};

/**

* @param {Contentloading1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentloading1 = cs_contentloading1;
export { contentloading1 as "contentLoading" }