/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersessionexpired2Inputs */

const sv_customersessionexpired2 = /** @type {(inputs: Customersessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din session har gått ut. Logga in igen.`)
};

/**

* @param {Customersessionexpired2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customersessionexpired2 = sv_customersessionexpired2;
export { customersessionexpired2 as "customerSessionExpired" }