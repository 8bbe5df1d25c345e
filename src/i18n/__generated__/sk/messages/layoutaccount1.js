/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutaccount1Inputs */

const sk_layoutaccount1 = /** @type {(inputs: Layoutaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Môj účet`)
};

/**

* @param {Layoutaccount1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutaccount1 = sk_layoutaccount1;
export { layoutaccount1 as "layoutAccount" }