/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnduration2Inputs */

const nl_customerreturnduration2 = /** @type {(inputs: Customerreturnduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het verwerken van een retour kan tot 15 werkdagen duren.`)
};

/**

* @param {Customerreturnduration2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerreturnduration2 = nl_customerreturnduration2;
export { customerreturnduration2 as "customerReturnDuration" }