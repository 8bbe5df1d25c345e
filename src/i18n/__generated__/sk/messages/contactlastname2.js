/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactlastname2Inputs */

const sk_contactlastname2 = /** @type {(inputs: Contactlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priezvisko`)
};

/**

* @param {Contactlastname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactlastname2 = sk_contactlastname2;
export { contactlastname2 as "contactLastName" }