/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverpagenotfound3Inputs */

const cs_serverpagenotfound3 = /** @type {(inputs: Serverpagenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránka nenalezena`)
};

/**

* @param {Serverpagenotfound3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const serverpagenotfound3 = cs_serverpagenotfound3;
export { serverpagenotfound3 as "serverPageNotFound" }