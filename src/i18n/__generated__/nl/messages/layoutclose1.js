/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutclose1Inputs */

const nl_layoutclose1 = /** @type {(inputs: Layoutclose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sluiten`)
};

/**

* @param {Layoutclose1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutclose1 = nl_layoutclose1;
export { layoutclose1 as "layoutClose" }