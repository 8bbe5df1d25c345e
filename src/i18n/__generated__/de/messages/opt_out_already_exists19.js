/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Opt_Out_Already_Exists19Inputs */

const de_opt_out_already_exists19 = /** @type {(inputs: Opt_Out_Already_Exists19Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Widerspruch gegen das Tracking durch ${i?.provider} liegt bereits vor.`)
};

/**

* @param {Opt_Out_Already_Exists19Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const opt_out_already_exists19 = de_opt_out_already_exists19;
export { opt_out_already_exists19 as "OPT_OUT_ALREADY_EXISTS" }