/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutusps1Inputs */

const sv_layoutusps1 = /** @type {(inputs: Layoutusps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Våra fördelar`)
};

/**

* @param {Layoutusps1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutusps1 = sv_layoutusps1;
export { layoutusps1 as "layoutUsps" }