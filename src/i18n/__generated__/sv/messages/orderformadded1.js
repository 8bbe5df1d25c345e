/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orderformadded1Inputs */

const sv_orderformadded1 = /** @type {(inputs: Orderformadded1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sv", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Varan har lagts i varukorgen.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} varor har lagts i varukorgen.`);
	return /** @type {LocalizedString} */ ("orderformAdded");
};

/**

* @param {Orderformadded1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformadded1 = sv_orderformadded1;
export { orderformadded1 as "orderformAdded" }