/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutaccount1Inputs */

const nl_layoutaccount1 = /** @type {(inputs: Layoutaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn account`)
};

/**

* @param {Layoutaccount1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutaccount1 = nl_layoutaccount1;
export { layoutaccount1 as "layoutAccount" }