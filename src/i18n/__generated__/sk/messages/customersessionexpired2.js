/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersessionexpired2Inputs */

const sk_customersessionexpired2 = /** @type {(inputs: Customersessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše prihlásenie vypršalo. Prihláste sa, prosím, znova.`)
};

/**

* @param {Customersessionexpired2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customersessionexpired2 = sk_customersessionexpired2;
export { customersessionexpired2 as "customerSessionExpired" }