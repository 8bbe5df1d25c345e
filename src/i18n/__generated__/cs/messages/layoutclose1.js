/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutclose1Inputs */

const cs_layoutclose1 = /** @type {(inputs: Layoutclose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zavřít`)
};

/**

* @param {Layoutclose1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutclose1 = cs_layoutclose1;
export { layoutclose1 as "layoutClose" }