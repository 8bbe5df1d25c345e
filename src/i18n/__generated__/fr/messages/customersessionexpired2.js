/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersessionexpired2Inputs */

const fr_customersessionexpired2 = /** @type {(inputs: Customersessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a expiré. Veuillez vous reconnecter.`)
};

/**

* @param {Customersessionexpired2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customersessionexpired2 = fr_customersessionexpired2;
export { customersessionexpired2 as "customerSessionExpired" }