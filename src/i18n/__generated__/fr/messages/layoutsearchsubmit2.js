/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchsubmit2Inputs */

const fr_layoutsearchsubmit2 = /** @type {(inputs: Layoutsearchsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

/**

* @param {Layoutsearchsubmit2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutsearchsubmit2 = fr_layoutsearchsubmit2;
export { layoutsearchsubmit2 as "layoutSearchSubmit" }