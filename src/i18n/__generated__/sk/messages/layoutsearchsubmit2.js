/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchsubmit2Inputs */

const sk_layoutsearchsubmit2 = /** @type {(inputs: Layoutsearchsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hľadať`)
};

/**

* @param {Layoutsearchsubmit2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutsearchsubmit2 = sk_layoutsearchsubmit2;
export { layoutsearchsubmit2 as "layoutSearchSubmit" }