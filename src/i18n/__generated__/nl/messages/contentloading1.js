/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentloading1Inputs */

const nl_contentloading1 = /** @type {(inputs: Contentloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezig met laden …`)
};

/**

* @param {Contentloading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentloading1 = nl_contentloading1;
export { contentloading1 as "contentLoading" }