/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutaccount1Inputs */

const fr_layoutaccount1 = /** @type {(inputs: Layoutaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

/**

* @param {Layoutaccount1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutaccount1 = fr_layoutaccount1;
export { layoutaccount1 as "layoutAccount" }