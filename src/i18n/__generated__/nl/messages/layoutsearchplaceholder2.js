/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchplaceholder2Inputs */

const nl_layoutsearchplaceholder2 = /** @type {(inputs: Layoutsearchplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoekterm of artikelnummer`)
};

/**

* @param {Layoutsearchplaceholder2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutsearchplaceholder2 = nl_layoutsearchplaceholder2;
export { layoutsearchplaceholder2 as "layoutSearchPlaceholder" }