/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Customerparcels1Inputs */

const cs_customerparcels1 = /** @type {(inputs: Customerparcels1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("cs", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} balík`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} balíky`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} balíku`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} balíků`);
	return /** @type {LocalizedString} */ ("customerParcels");
};

/**

* @param {Customerparcels1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerparcels1 = cs_customerparcels1;
export { customerparcels1 as "customerParcels" }