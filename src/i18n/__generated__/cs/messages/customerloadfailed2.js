/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloadfailed2Inputs */

const cs_customerloadfailed2 = /** @type {(inputs: Customerloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data se nepodařilo načíst. Zkuste to prosím později.`)
};

/**

* @param {Customerloadfailed2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerloadfailed2 = cs_customerloadfailed2;
export { customerloadfailed2 as "customerLoadFailed" }