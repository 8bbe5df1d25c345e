/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Opt_Out_Already_Exists19Inputs */

const sk_opt_out_already_exists19 = /** @type {(inputs: Opt_Out_Already_Exists19Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaša námietka proti sledovaniu službou ${i?.provider} už bola zaznamenaná.`)
};

/**

* @param {Opt_Out_Already_Exists19Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const opt_out_already_exists19 = sk_opt_out_already_exists19;
export { opt_out_already_exists19 as "OPT_OUT_ALREADY_EXISTS" }