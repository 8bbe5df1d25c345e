/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentloading1Inputs */

const sv_contentloading1 = /** @type {(inputs: Contentloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laddar …`)
};

/**

* @param {Contentloading1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentloading1 = sv_contentloading1;
export { contentloading1 as "contentLoading" }