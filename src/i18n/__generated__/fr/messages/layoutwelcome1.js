/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutwelcome1Inputs */

const fr_layoutwelcome1 = /** @type {(inputs: Layoutwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue`)
};

/**

* @param {Layoutwelcome1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutwelcome1 = fr_layoutwelcome1;
export { layoutwelcome1 as "layoutWelcome" }