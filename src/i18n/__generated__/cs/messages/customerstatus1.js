/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerstatus1Inputs */

const cs_customerstatus1 = /** @type {(inputs: Customerstatus1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stav`)
};

/**

* @param {Customerstatus1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerstatus1 = cs_customerstatus1;
export { customerstatus1 as "customerStatus" }