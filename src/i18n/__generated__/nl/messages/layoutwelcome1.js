/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutwelcome1Inputs */

const nl_layoutwelcome1 = /** @type {(inputs: Layoutwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welkom`)
};

/**

* @param {Layoutwelcome1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutwelcome1 = nl_layoutwelcome1;
export { layoutwelcome1 as "layoutWelcome" }