/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutusps1Inputs */

const cs_layoutusps1 = /** @type {(inputs: Layoutusps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naše výhody`)
};

/**

* @param {Layoutusps1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutusps1 = cs_layoutusps1;
export { layoutusps1 as "layoutUsps" }