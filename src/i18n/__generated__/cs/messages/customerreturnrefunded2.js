/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnrefunded2Inputs */

const cs_customerreturnrefunded2 = /** @type {(inputs: Customerreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vráceny peníze`)
};

/**

* @param {Customerreturnrefunded2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerreturnrefunded2 = cs_customerreturnrefunded2;
export { customerreturnrefunded2 as "customerReturnRefunded" }