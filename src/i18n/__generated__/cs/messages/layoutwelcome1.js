/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutwelcome1Inputs */

const cs_layoutwelcome1 = /** @type {(inputs: Layoutwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vítejte`)
};

/**

* @param {Layoutwelcome1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutwelcome1 = cs_layoutwelcome1;
export { layoutwelcome1 as "layoutWelcome" }