/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnduration2Inputs */

const sk_customerreturnduration2 = /** @type {(inputs: Customerreturnduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spracovanie vrátenia môže trvať až 15 pracovných dní.`)
};

/**

* @param {Customerreturnduration2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerreturnduration2 = sk_customerreturnduration2;
export { customerreturnduration2 as "customerReturnDuration" }