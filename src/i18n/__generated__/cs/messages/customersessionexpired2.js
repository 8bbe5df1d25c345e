/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersessionexpired2Inputs */

const cs_customersessionexpired2 = /** @type {(inputs: Customersessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše přihlášení vypršelo. Přihlaste se prosím znovu.`)
};

/**

* @param {Customersessionexpired2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customersessionexpired2 = cs_customersessionexpired2;
export { customersessionexpired2 as "customerSessionExpired" }