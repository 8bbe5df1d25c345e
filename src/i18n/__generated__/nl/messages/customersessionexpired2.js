/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersessionexpired2Inputs */

const nl_customersessionexpired2 = /** @type {(inputs: Customersessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je sessie is verlopen. Log opnieuw in.`)
};

/**

* @param {Customersessionexpired2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customersessionexpired2 = nl_customersessionexpired2;
export { customersessionexpired2 as "customerSessionExpired" }