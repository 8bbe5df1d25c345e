/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutusps1Inputs */

const fr_layoutusps1 = /** @type {(inputs: Layoutusps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos avantages`)
};

/**

* @param {Layoutusps1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutusps1 = fr_layoutusps1;
export { layoutusps1 as "layoutUsps" }