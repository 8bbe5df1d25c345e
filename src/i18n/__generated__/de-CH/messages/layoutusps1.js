/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutusps1Inputs */

const de_ch2_layoutusps1 = /** @type {(inputs: Layoutusps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsere Vorteile`)
};

/**

* @param {Layoutusps1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutusps1 = de_ch2_layoutusps1;
export { layoutusps1 as "layoutUsps" }