/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnrefunded2Inputs */

const nl_customerreturnrefunded2 = /** @type {(inputs: Customerreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terugbetaald`)
};

/**

* @param {Customerreturnrefunded2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerreturnrefunded2 = nl_customerreturnrefunded2;
export { customerreturnrefunded2 as "customerReturnRefunded" }