/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverpagenotfound3Inputs */

const sk_serverpagenotfound3 = /** @type {(inputs: Serverpagenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránka sa nenašla`)
};

/**

* @param {Serverpagenotfound3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const serverpagenotfound3 = sk_serverpagenotfound3;
export { serverpagenotfound3 as "serverPageNotFound" }