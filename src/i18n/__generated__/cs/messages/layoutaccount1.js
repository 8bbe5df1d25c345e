/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutaccount1Inputs */

const cs_layoutaccount1 = /** @type {(inputs: Layoutaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Můj účet`)
};

/**

* @param {Layoutaccount1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutaccount1 = cs_layoutaccount1;
export { layoutaccount1 as "layoutAccount" }