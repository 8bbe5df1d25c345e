/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutwelcome1Inputs */

const sk_layoutwelcome1 = /** @type {(inputs: Layoutwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vitajte`)
};

/**

* @param {Layoutwelcome1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutwelcome1 = sk_layoutwelcome1;
export { layoutwelcome1 as "layoutWelcome" }