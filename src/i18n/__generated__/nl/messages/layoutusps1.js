/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutusps1Inputs */

const nl_layoutusps1 = /** @type {(inputs: Layoutusps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onze voordelen`)
};

/**

* @param {Layoutusps1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutusps1 = nl_layoutusps1;
export { layoutusps1 as "layoutUsps" }