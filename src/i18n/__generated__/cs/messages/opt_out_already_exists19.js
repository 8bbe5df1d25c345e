/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Opt_Out_Already_Exists19Inputs */

const cs_opt_out_already_exists19 = /** @type {(inputs: Opt_Out_Already_Exists19Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaše námitka proti sledování službou ${i?.provider} již byla zaznamenána.`)
};

/**

* @param {Opt_Out_Already_Exists19Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const opt_out_already_exists19 = cs_opt_out_already_exists19;
export { opt_out_already_exists19 as "OPT_OUT_ALREADY_EXISTS" }