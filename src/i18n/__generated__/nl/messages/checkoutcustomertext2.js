/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertext2Inputs */

const nl_checkoutcustomertext2 = /** @type {(inputs: Checkoutcustomertext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in met je klantnummer of e-mailadres: je adres is dan al ingevuld.`)
};

/**

* @param {Checkoutcustomertext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertext2 = nl_checkoutcustomertext2;
export { checkoutcustomertext2 as "checkoutCustomerText" }