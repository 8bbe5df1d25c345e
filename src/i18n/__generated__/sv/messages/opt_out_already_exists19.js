/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Opt_Out_Already_Exists19Inputs */

const sv_opt_out_already_exists19 = /** @type {(inputs: Opt_Out_Already_Exists19Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Din invändning mot spårning via ${i?.provider} är redan registrerad.`)
};

/**

* @param {Opt_Out_Already_Exists19Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const opt_out_already_exists19 = sv_opt_out_already_exists19;
export { opt_out_already_exists19 as "OPT_OUT_ALREADY_EXISTS" }