/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverpagenotfound3Inputs */

const sv_serverpagenotfound3 = /** @type {(inputs: Serverpagenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sidan hittades inte`)
};

/**

* @param {Serverpagenotfound3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const serverpagenotfound3 = sv_serverpagenotfound3;
export { serverpagenotfound3 as "serverPageNotFound" }