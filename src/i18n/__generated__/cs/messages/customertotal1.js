/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertotal1Inputs */

const cs_customertotal1 = /** @type {(inputs: Customertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Celková částka`)
};

/**

* @param {Customertotal1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertotal1 = cs_customertotal1;
export { customertotal1 as "customerTotal" }