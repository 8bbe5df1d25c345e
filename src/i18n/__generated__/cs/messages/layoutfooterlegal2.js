/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterlegal2Inputs */

const cs_layoutfooterlegal2 = /** @type {(inputs: Layoutfooterlegal2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Právní informace`)
};

/**

* @param {Layoutfooterlegal2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutfooterlegal2 = cs_layoutfooterlegal2;
export { layoutfooterlegal2 as "layoutFooterLegal" }