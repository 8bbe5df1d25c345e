/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutclose1Inputs */

const sv_layoutclose1 = /** @type {(inputs: Layoutclose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stäng`)
};

/**

* @param {Layoutclose1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutclose1 = sv_layoutclose1;
export { layoutclose1 as "layoutClose" }